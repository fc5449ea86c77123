import { StaffPage } from '../../../components/staff/StaffLayout';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSiteSettingsAnswer } from './api';
import { SettingsForm } from './SettingsForm';
import { LoadFailed } from '../../../components/ui/LoadFailed';

/** /admin/settings — the site's name, logo, contact details, social links, About text, default city and mail sender. */
export default function SettingsPage() {
  return (
    <StaffPage
      title="Settings"
      level="admin"
      description="What readers see in the header, the footer and the About page, and how the site's e-mail is signed."
    >
      <Settings />
    </StaffPage>
  );
}

function Settings() {
  const answer = useSiteSettingsAnswer();
  if (answer.isPending) return <Skeleton className="h-96 w-full" />;
  if (answer.isError)
    return <LoadFailed message="The settings could not be loaded." onRetry={() => void answer.refetch()} />;
  return <SettingsForm answer={answer.data} />;
}
