import type { City } from '../../../shared/cities';
import { AdSlot } from '../../components/ads/AdSlot';
import { DEFAULT_ADS } from '../../components/ads/ad-content';

// The front page's two ad slots, in a module of their own: HomePage loads it when the browser is idle.
// Each asks /api/ads for a paid campaign of this city's home page and shows the house ad otherwise.

export function LeaderboardAd({ city }: { city: City }) {
  return (
    <AdSlot placement="header" size="leaderboard" page="home" city={city} house={DEFAULT_ADS.advertise} dismissible />
  );
}

/** Phones get a slim ad pinned to the bottom edge; it steps aside by itself after 8 s. */
export function PinnedMobileAd({ city }: { city: City }) {
  return (
    <AdSlot
      placement="footer"
      size="mobile"
      page="home"
      city={city}
      house={DEFAULT_ADS.events}
      dismissible
      className="fixed inset-x-2 bottom-2 z-40 sm:hidden"
    />
  );
}
