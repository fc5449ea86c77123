import { useRef } from 'react';
import { useLocation } from 'wouter';
import { AD_CHECKOUT_STORAGE_KEY, priceCampaign, type AdCampaignForm } from '../../../shared/ad-campaigns';
import { AD_PAGES } from '../../../shared/ad-serving';
import { AdBanner } from '../../components/ads/AdBanner';
import { Button } from '../../components/ui/Button';
import { FormAlert } from '../../components/ui/FormField';
import { toast } from '../../components/ui/use-toast';
import { useZodForm } from '../../lib/use-zod-form';
import { useCreateCampaign } from './api';
import { CampaignFields } from './CampaignFields';
import { initialCampaignValues } from './campaign-form';
import { PriceBreakdown } from './PriceBreakdown';

/**
 * The campaign builder: form, live price and live preview; saves a draft (staff) or carries it to
 * checkout. `selfServe` is the advertiser's own builder on /advertise: checkout only, back to /account/ads.
 */
export function CreateCampaignTab({ selfServe = false }: { selfServe?: boolean }) {
  const previewRef = useRef<HTMLElement>(null);
  const [, navigate] = useLocation();
  const create = useCreateCampaign();
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: () => import('../../../shared/ad-campaigns').then((m) => m.adCampaignBuilderSchema),
    defaultValues: initialCampaignValues(),
  });
  const values = form.watch();
  const priced = { ...values, needsCreativeService: values.needsCreativeService ?? false };
  const price = priceCampaign(priced);

  /** Checks the form with the shared schema, then does `then` with the campaign it describes. */
  const checked = (then: (campaign: AdCampaignForm) => void) => {
    setFormError(undefined);
    void form.handleSubmit(then)();
  };

  const save = () =>
    checked((campaign) =>
      create.mutate(campaign, {
        onSuccess: () => toast({ title: 'Success', description: 'Ad campaign created successfully' }),
        onError: (error) => {
          showFailure(error, 'Failed to create ad campaign');
          toast({ title: 'Error', description: 'Failed to create ad campaign', variant: 'destructive' });
        },
      }),
    );

  const proceed = () =>
    checked((campaign) => {
      const from = selfServe ? 'advertise' : 'admin';
      localStorage.setItem(AD_CHECKOUT_STORAGE_KEY, JSON.stringify({ ...campaign, totalCost: price.total, from }));
      navigate('/ad-checkout');
    });

  const showPreview = () => {
    previewRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    previewRef.current?.focus();
  };

  const ad = {
    title: values.title || 'Your headline here',
    description: values.description || 'A line or two about the offer.',
    ctaText: values.ctaText || 'Learn More',
    targetUrl: values.targetUrl || '#',
    backgroundColor: values.backgroundColor,
    imageUrl: values.imageUrl || null,
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        onSubmit={(e) => e.preventDefault()}
        onFocus={preload}
        aria-label="Ad campaign"
        className="space-y-6"
      >
        <FormAlert message={formError} />
        <CampaignFields form={form} librarySource={selfServe ? 'own' : 'staff'} />
        <p className="text-sm text-muted">
          Target pages: {AD_PAGES.join(', ')}; leave empty for every page.
          {selfServe && ' Your ad runs once our staff have approved it; if we cannot run it, you get your money back.'}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={showPreview}>
            Preview Ad
          </Button>
          <Button onClick={proceed} disabled={price.total === 0}>
            Proceed to Payment
          </Button>
          {!selfServe && (
            <Button variant="outline" onClick={save} disabled={create.isPending}>
              {create.isPending ? 'Saving…' : 'Save Campaign (Admin Only)'}
            </Button>
          )}
        </div>
      </form>
      <div className="space-y-6">
        <PriceBreakdown values={priced} price={price} />
        <section
          ref={previewRef}
          tabIndex={-1}
          aria-labelledby="preview-heading"
          className="space-y-3 rounded-lg border border-rule bg-paper p-5"
        >
          <h2 id="preview-heading" className="font-serif text-xl font-bold">
            Live Preview
          </h2>
          <AdBanner ad={ad} size={values.adSize} />
        </section>
      </div>
    </div>
  );
}
