import { AtSign, Camera, ThumbsUp, Tv, type LucideIcon } from 'lucide-react';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from '../../../shared/site-settings-defaults';
import { useSiteSettings } from '../../lib/site-settings';

// Lucide ships no brand logos, so each network gets a plain pictogram (from the few the page already has) and its name as label.
const ICONS: Record<SocialNetwork, LucideIcon> = {
  facebook: ThumbsUp,
  instagram: Camera,
  x: AtSign,
  youtube: Tv,
  tiktok: Tv,
  linkedin: AtSign,
};
/** Shown as marks, not buttons that do nothing, until an admin gives the site's accounts in its settings. */
const COMING_SOON: SocialNetwork[] = ['facebook', 'instagram', 'x', 'youtube'];

/** The footer's social links: the site's accounts from its settings, or the networks still to come. */
export function SocialLinks() {
  const { social } = useSiteSettings();
  const linked = SOCIAL_NETWORKS.filter((network) => social[network]);
  const soon = linked.length === 0;
  return (
    <ul className="mt-5 flex flex-wrap gap-2" aria-label="Social media">
      {(soon ? COMING_SOON : linked).map((network) => {
        const Icon = ICONS[network];
        const label = SOCIAL_LABELS[network];
        const Mark = soon ? 'span' : 'a';
        return (
          <li key={network}>
            <Mark
              {...(soon
                ? { role: 'img', 'aria-label': `${label} (coming soon)`, title: `${label}: coming soon` }
                : { href: social[network], rel: 'me noopener', target: '_blank', 'aria-label': label, title: label })}
              className={`grid h-10 w-10 place-items-center rounded-full bg-stone-800 ${soon ? 'text-stone-400' : 'text-stone-300 hover:bg-stone-700 hover:text-white'}`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </Mark>
          </li>
        );
      })}
    </ul>
  );
}
