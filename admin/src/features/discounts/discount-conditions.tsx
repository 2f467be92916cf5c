import {
  useAdminDeleteDiscountCondition,
  useAdminGetDiscountCondition,
} from '@commerce/client/admin/discounts';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ConditionDialog, type ConditionTarget } from './condition-dialog.tsx';
import { CONDITION_READ, CONDITION_TYPES, conditionResources } from './condition-resources.ts';
import type { Discount } from './discount-format.ts';

type Condition = NonNullable<NonNullable<Discount['rule']>['conditions']>[number];

/**
 * The rule's conditions: which products, types, collections, tags or customer groups the
 * discount applies to (`in`) or not (`not_in`); at most one condition per type. Choosing a
 * condition's resources searches their list, so a role is offered only the types it can read.
 */
export function DiscountConditions({ discount }: { discount: Discount }) {
  const { t } = useTranslation('discounts');
  const { can } = usePermissions();
  const canEdit = can('discounts:write');
  const [target, setTarget] = useState<ConditionTarget>();
  const conditions = discount.rule?.conditions ?? [];
  const readable = CONDITION_TYPES.filter((type) => can(CONDITION_READ[type]));
  const free = readable.filter((type) => !conditions.some((c) => c.type === type));

  return (
    <section aria-labelledby="discount-conditions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="discount-conditions" className="text-lg font-semibold">
          {t('sections.conditions')}
        </h2>
        {canEdit && readable.length > 0 && (
          <Button
            size="small"
            disabled={free.length === 0}
            onClick={() => setTarget({ types: free })}
          >
            {t('conditions.add')}
          </Button>
        )}
      </div>
      {conditions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('conditions.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {conditions.map((condition) => (
            <ConditionRow
              key={condition.id}
              discount={discount}
              condition={condition}
              onEdit={setTarget}
              canDelete={canEdit}
              canEdit={canEdit && can(CONDITION_READ[condition.type])}
            />
          ))}
        </ul>
      )}
      {target && (
        <ConditionDialog discount={discount} target={target} onClose={() => setTarget(undefined)} />
      )}
    </section>
  );
}

interface ConditionRowProps {
  discount: Discount;
  condition: Condition;
  onEdit: (target: ConditionTarget) => void;
  canEdit: boolean;
  canDelete: boolean;
}

/** One condition with the names of what it lists (loaded per condition), to edit or delete. */
function ConditionRow({ discount, condition, onEdit, canEdit, canDelete }: ConditionRowProps) {
  const { t, i18n } = useTranslation('discounts');
  const [confirming, setConfirming] = useState(false);
  const loaded = useAdminGetDiscountCondition({ id: discount.id, condition_id: condition.id });
  const remove = useAdminDeleteDiscountCondition({ id: discount.id, condition_id: condition.id });
  const resources = loaded.data ? conditionResources(loaded.data.discount_condition) : undefined;
  const type = t(`conditionTypes.${condition.type}`);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('conditions.deleted'));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
    setConfirming(false);
  };

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border p-3">
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-medium">
          {t(`operators.${condition.operator}`)} — {type}
        </p>
        {loaded.isPending && <p className="text-muted-foreground">{t('states.loading')}</p>}
        {loaded.isError && (
          <p role="alert" className="text-danger">
            {serverErrorMessage(loaded.error, i18n.t)}
          </p>
        )}
        {resources && (
          <p className="break-words">{resources.map((item) => item.label).join(', ') || '—'}</p>
        )}
      </div>
      <div className="flex gap-2">
        {canEdit && (
          <Button
            size="small"
            variant="secondary"
            disabled={!resources}
            aria-label={t('conditions.editNamed', { type })}
            onClick={() =>
              resources &&
              onEdit({
                conditionId: condition.id,
                type: condition.type,
                operator: condition.operator,
                chosen: resources,
              })
            }
          >
            {t('actions.edit')}
          </Button>
        )}
        {canDelete && (
          <Button
            size="small"
            variant="danger"
            aria-label={t('conditions.deleteNamed', { type })}
            onClick={() => setConfirming(true)}
          >
            {t('actions.delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('conditions.deleteTitle', { type })}
        description={t('conditions.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </li>
  );
}
