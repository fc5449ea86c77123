// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RADIO_STATIONS } from '../../../shared/artists';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { RadioSection } from './RadioSection';

/** Which streams are sounding right now, as the browser would know it. */
let sounding: Set<string>;
let failing: Set<string>;
let volumes: Map<string, number>;
let elements: Map<string, HTMLMediaElement>;

beforeEach(() => {
  sounding = new Set();
  failing = new Set();
  volumes = new Map();
  elements = new Map();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(RADIO_STATIONS)),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (failing.has(this.src)) return Promise.reject(new Error('NotAllowedError'));
    sounding.add(this.src);
    volumes.set(this.src, this.volume);
    elements.set(this.src, this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    sounding.delete(this.src);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const [indie, acoustic] = RADIO_STATIONS as [(typeof RADIO_STATIONS)[0], (typeof RADIO_STATIONS)[0]];
const streamOf = (station: { url: string }) => new URL(station.url, window.location.href).href;
const player = () => screen.getByRole('group', { name: 'Radio player' });

describe('the radio', () => {
  it('lists the four stations and starts idle with the volume at 70', async () => {
    renderWithProviders(<RadioSection />);
    for (const name of [
      'Rochester Indie Artists',
      'Acoustic Sessions',
      'Rochester Jazz Collective',
      'Local Rock Underground',
    ]) {
      expect(screen.getByRole('button', { name: `Play ${name}` })).toBeTruthy();
    }
    expect((screen.getByLabelText('Volume') as HTMLInputElement).value).toBe('70');
    expect(screen.getByText('Pick a station to start listening')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop' }).hasAttribute('disabled')).toBe(true);
  });

  it('plays one station at a time, at the current volume, with Now Playing and LIVE', async () => {
    renderWithProviders(<RadioSection />);
    await userEvent.click(screen.getByRole('button', { name: `Play ${indie.name}` }));
    await screen.findByRole('button', { name: `Pause ${indie.name}` });
    expect(player().textContent).toContain(indie.name);
    expect(player().textContent).toContain('LIVE');
    expect(volumes.get(streamOf(indie))).toBeCloseTo(0.7);

    await userEvent.click(screen.getByRole('button', { name: `Play ${acoustic.name}` }));
    await screen.findByRole('button', { name: `Pause ${acoustic.name}` });
    expect([...sounding]).toEqual([streamOf(acoustic)]);
    expect(screen.getByRole('button', { name: `Play ${indie.name}` })).toBeTruthy();
  });

  it('pauses and resumes from the station button and from the player, and Stop clears the selection', async () => {
    renderWithProviders(<RadioSection />);
    await userEvent.click(screen.getByRole('button', { name: `Play ${indie.name}` }));
    await userEvent.click(await screen.findByRole('button', { name: `Pause ${indie.name}` }));
    expect(sounding.size).toBe(0);
    expect(player().textContent).toContain('Paused');
    expect(player().textContent).not.toContain('LIVE');

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByRole('button', { name: 'Pause' });
    expect([...sounding]).toEqual([streamOf(indie)]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(sounding.size).toBe(0);
    expect(screen.getByText('Pick a station to start listening')).toBeTruthy();
  });

  it('only logs a station that fails to start, and keeps playing what played before', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.add(streamOf(acoustic));
    renderWithProviders(<RadioSection />);
    await userEvent.click(screen.getByRole('button', { name: `Play ${indie.name}` }));
    await screen.findByRole('button', { name: `Pause ${indie.name}` });

    await userEvent.click(screen.getByRole('button', { name: `Play ${acoustic.name}` }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect([...sounding]).toEqual([streamOf(indie)]);
    expect(player().textContent).toContain(indie.name);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('applies the volume slider to the stream that is playing', async () => {
    renderWithProviders(<RadioSection />);
    await userEvent.click(screen.getByRole('button', { name: `Play ${indie.name}` }));
    await screen.findByRole('button', { name: `Pause ${indie.name}` });
    const slider = screen.getByLabelText('Volume') as HTMLInputElement;
    // A range input cannot be typed into; dragging it fires a change.
    fireEvent.change(slider, { target: { value: '25' } });
    expect(slider.value).toBe('25');
    expect(elements.get(streamOf(indie))?.volume).toBeCloseTo(0.25);
  });

  it('pauses the stream when the visitor leaves the page', async () => {
    const { unmount } = renderWithProviders(<RadioSection />);
    await userEvent.click(screen.getByRole('button', { name: `Play ${indie.name}` }));
    await screen.findByRole('button', { name: `Pause ${indie.name}` });
    unmount();
    expect(sounding.size).toBe(0);
  });
});
