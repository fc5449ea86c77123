import { CITIES, CITY_LABELS } from '../../../../shared/cities';
import {
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  SOCIAL_POST_STATUS_LABELS,
  SOCIAL_POST_STATUSES,
} from '../../../../shared/social';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { selectClasses } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { useUrlFilters } from '../../../lib/search-params';
import { useSocialAccounts, useSocialPosts } from './api';
import { AccountList } from './AccountList';
import { ConnectAccounts } from './ConnectAccounts';
import { PostCard } from './PostCard';
import { SocialCalendar } from './SocialCalendar';

/** /admin/social — each city's connected accounts and its posts, filtered by status, network and city. */
export default function SocialDeskPage() {
  return (
    <StaffPage title="Social desk" description="Promote what the newsroom publishes on each city's social accounts.">
      <SocialDesk />
    </StaffPage>
  );
}

function SocialDesk() {
  const [params, setParams] = useUrlFilters();
  const filters = {
    status: params.get('status') ?? '',
    platform: params.get('platform') ?? '',
    city: params.get('city') ?? '',
  };
  const accounts = useSocialAccounts();
  const posts = useSocialPosts(filters);
  const choice = (
    name: keyof typeof filters,
    label: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`social-${name}`}>{label}</Label>
      <select
        id={`social-${name}`}
        className={selectClasses}
        value={filters[name]}
        onChange={(e) => setParams({ [name]: e.target.value || undefined })}
      >
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="space-y-6">
      <section aria-labelledby="social-accounts" className="space-y-2">
        <h2 id="social-accounts" className="font-serif text-xl">
          Accounts
        </h2>
        <AccountList accounts={accounts.data} />
      </section>
      <ConnectAccounts
        result={{ connected: params.get('connected') ?? undefined, error: params.get('connect-error') ?? undefined }}
      />
      <SocialCalendar initialCity={filters.city} />
      <section aria-labelledby="social-posts" className="space-y-3">
        <h2 id="social-posts" className="font-serif text-xl">
          Posts
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {choice('status', 'Status', SOCIAL_POST_STATUSES, SOCIAL_POST_STATUS_LABELS)}
          {choice('platform', 'Network', SOCIAL_PLATFORMS, SOCIAL_PLATFORM_LABELS)}
          {choice('city', 'City', CITIES, CITY_LABELS)}
        </div>
        {(posts.data ?? []).map((p) => (
          <PostCard key={`${p.id}-${p.status}`} post={p} />
        ))}
        {posts.data?.length === 0 && <p>No posts match these filters.</p>}
      </section>
    </div>
  );
}
