import { useId } from 'react';
import { Pause, Play, Radio, Square, Volume2 } from 'lucide-react';
import { RADIO_VOLUME, type RadioStation } from '../../../shared/artist-constants';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/cn';
import { useRadioStations } from '../../lib/queries/artists';
import { useRadio } from './use-radio';

/** Local radio: four stations, one plays at a time, with Now Playing, pause, stop and volume. */
export function RadioSection() {
  const { data: stations = [] } = useRadioStations();
  const radio = useRadio();
  const { stationId, status, volume } = radio.state;
  const current = stations.find((s) => s.id === stationId);
  const playing = status === 'playing';

  return (
    <section aria-labelledby="radio-heading" className="overflow-hidden rounded-xl bg-ink text-white">
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          <h2 id="radio-heading" className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
            <Radio className="h-7 w-7 text-rose-300" aria-hidden="true" /> Local Artist Radio
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {stations.map((station) => (
              <StationButton
                key={station.id}
                station={station}
                active={station.id === stationId}
                playing={playing}
                onPress={() => void radio.press(station)}
              />
            ))}
          </ul>
        </div>
        <div
          role="group"
          aria-label="Radio player"
          className="flex flex-col justify-between gap-5 rounded-lg bg-white/10 p-5"
        >
          <div>
            <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-stone-300 uppercase">
              Now Playing
              {playing && (
                <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-[10px] tracking-widest text-white">
                  <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" /> LIVE
                </span>
              )}
            </p>
            <p className="mt-2 font-serif text-xl font-semibold" aria-live="polite">
              {current ? current.name : 'Pick a station to start listening'}
            </p>
            {current && status === 'paused' && <p className="text-sm text-stone-300">Paused</p>}
          </div>
          <div className="flex gap-2">
            <Button
              variant="light"
              disabled={!current}
              aria-label={playing ? 'Pause' : 'Play'}
              onClick={() => (playing ? radio.pause() : current && void radio.resume(current))}
            >
              {playing ? (
                <Pause className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Play className="h-4 w-4" aria-hidden="true" />
              )}
              {playing ? 'Pause' : 'Play'}
            </Button>
            <Button variant="light" disabled={!current} onClick={radio.stop}>
              <Square className="h-4 w-4" aria-hidden="true" /> Stop
            </Button>
          </div>
          <div className="flex items-center gap-3 text-sm">
            <Volume2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            <input
              type="range"
              aria-label="Volume"
              min={RADIO_VOLUME.min}
              max={RADIO_VOLUME.max}
              step={RADIO_VOLUME.step}
              value={volume}
              onChange={(e) => radio.setVolume(Number(e.target.value))}
              className="w-full accent-rose-300"
            />
            <span className="w-8 text-right tabular-nums" aria-hidden="true">
              {volume}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

interface StationButtonProps {
  station: RadioStation;
  active: boolean;
  playing: boolean;
  onPress: () => void;
}

function StationButton({ station, active, playing, onPress }: StationButtonProps) {
  const isPlaying = active && playing;
  const descriptionId = `station-${useId()}`;
  return (
    <li>
      <button
        type="button"
        aria-pressed={isPlaying}
        aria-describedby={descriptionId}
        onClick={onPress}
        className={cn(
          'flex h-full w-full items-start gap-3 rounded-lg border p-4 text-left transition-colors',
          active ? 'border-rose-300 bg-white/15' : 'border-white/15 hover:bg-white/10',
        )}
      >
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand">
          {isPlaying ? (
            <Pause className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Play className="h-4 w-4" aria-hidden="true" />
          )}
        </span>
        {/* The name is the visible station name after a spoken "Play"/"Pause", so speech users can say what
            they see; the description is read as the button's description, not as part of its name. */}
        <span>
          <span className="block font-semibold">
            <span className="sr-only">{isPlaying ? 'Pause' : 'Play'} </span>
            {station.name}
          </span>
          <span id={descriptionId} aria-hidden="true" className="block text-sm text-stone-300">
            {station.description}
          </span>
        </span>
      </button>
    </li>
  );
}
