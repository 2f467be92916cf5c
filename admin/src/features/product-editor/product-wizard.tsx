import { Button, notify, ProgressBar, Skeleton } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard.tsx';
import { StepDetails } from './step-details.tsx';
import { StepImages } from './step-images.tsx';
import { StepOptions } from './step-options.tsx';
import { StepOrganize } from './step-organize.tsx';
import { StepPrices } from './step-prices.tsx';
import { StepReview } from './step-review.tsx';
import { StepStock } from './step-stock.tsx';
import { useCreateProduct } from './use-create-product.ts';
import { type StoreSetup, useStoreSetup } from './use-store-setup.ts';
import { WizardStepper } from './wizard-stepper.tsx';
import { emptyWizard, STEP_FIELDS, STEPS, type Step, wizardSchema } from './wizard-values.ts';

/** `/a/products/new`: the product create wizard, once the store's set-up has loaded. */
export function ProductWizard() {
  const { t, i18n } = useTranslation('product-editor');
  const setup = useStoreSetup();
  if (setup.error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('wizard.loadFailed', { message: serverErrorMessage(setup.error, i18n.t) })}</p>
        <Button variant="secondary" onClick={setup.retry}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (setup.isPending) {
    return <Skeleton className="h-64 w-full" aria-label={t('wizard.loading')} />;
  }
  return <WizardForm setup={setup} />;
}

function WizardForm({ setup }: { setup: StoreSetup }) {
  const { t } = useTranslation('product-editor');
  const navigate = useNavigate();
  const defaultChannel = setup.store?.default_sales_channel_id;
  const form = useForm({
    resolver: valibotResolver(wizardSchema),
    defaultValues: emptyWizard(defaultChannel ? [defaultChannel] : []),
  });
  const [step, setStep] = useState<Step>('details');
  const [reached, setReached] = useState(0);
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const creating = useCreateProduct(setup.columns, setup.store?.default_location_id ?? null);
  const index = STEPS.indexOf(step);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const go = async (target: Step) => {
    const targetIndex = STEPS.indexOf(target);
    if (targetIndex > index && !(await form.trigger(STEP_FIELDS[step]))) return;
    setStep(target);
    setReached((current) => Math.max(current, targetIndex));
    // The heading stays mounted: focus it once it names the new step.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const create = form.handleSubmit(async (values) => {
    setFailure('');
    const outcome = await creating.run(values);
    if (outcome.error || !outcome.product) {
      setFailure(outcome.error ?? '');
      return;
    }
    notify.success(t('create.done', { title: outcome.product.title }));
    await navigate({ to: '/a/products/$id', params: { id: outcome.product.id } });
  });

  const steps: Record<Step, React.ReactNode> = {
    details: <StepDetails />,
    organize: <StepOrganize setup={setup} />,
    options: <StepOptions />,
    prices: <StepPrices columns={setup.columns} />,
    stock: <StepStock setup={setup} />,
    images: <StepImages />,
    review: <StepReview />,
  };
  const next = STEPS[index + 1];
  const previous = STEPS[index - 1];

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void guard.allowLeavingDuring(create)(event)}
        className="flex flex-col gap-6"
      >
        <WizardStepper current={step} reached={reached} onSelect={(s) => void go(s)} />
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('wizard.stepOf', { n: index + 1, count: STEPS.length, name: t(`steps.${step}`) })}
        </h2>
        {failure && (
          <div role="alert" className="rounded-md border border-danger p-3 text-sm text-danger">
            <p>{t('create.failed', { message: failure })}</p>
            {creating.created && <p>{t('create.partly', { title: creating.created.title })}</p>}
          </div>
        )}
        {steps[step]}
        {creating.progress && (
          <div className="flex flex-col gap-1" aria-live="polite">
            <ProgressBar
              label={creating.progress.label}
              value={(creating.progress.done / creating.progress.total) * 100}
            />
            <p className="text-sm">{creating.progress.label}</p>
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
          <Button
            variant="secondary"
            disabled={!previous}
            onClick={() => previous && void go(previous)}
          >
            {t('wizard.back')}
          </Button>
          {next ? (
            // Distinct keys: reusing Next's node as the submit button would submit the form
            // with the very click that opened the last step.
            <Button key="next" onClick={() => void go(next)}>
              {t('wizard.next')}
            </Button>
          ) : (
            <Button key="create" type="submit" isLoading={!!creating.progress}>
              {t('wizard.create')}
            </Button>
          )}
        </div>
      </form>
      {guard.prompt}
    </FormProvider>
  );
}
