import {
  useAdminAddDiscountConditionResources,
  useAdminCreateDiscountCondition,
  useAdminRemoveDiscountConditionResources,
  useAdminUpdateDiscount,
  useAdminUpdateDiscountCondition,
} from '@commerce/client/admin/discounts';
import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  notify,
  RadioGroup,
  RadioGroupItem,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePicker } from '../../lib/catalog/resource-picker.tsx';
import type { ResourceOption } from '../../lib/catalog/resource-search.ts';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { ConditionType } from './condition-resources.ts';
import type { Discount } from './discount-format.ts';

export type Operator = 'in' | 'not_in';

/** The condition being edited, or what a new one may be. */
export type ConditionTarget =
  | { conditionId: string; type: ConditionType; operator: Operator; chosen: ResourceOption[] }
  | { conditionId?: undefined; types: readonly ConditionType[] };

export interface ConditionDialogProps {
  discount: Discount;
  target: ConditionTarget;
  onClose: () => void;
}

/**
 * Adds a condition to the discount's rule (its type, `in` or `not_in`, and the resources),
 * or changes one's operator and resources. A refusal keeps the dialog open with the reason.
 */
export function ConditionDialog({ discount, target, onClose }: ConditionDialogProps) {
  const { t, i18n } = useTranslation('discounts');
  const editing = target.conditionId !== undefined;
  const [type, setType] = useState<ConditionType>(
    editing ? target.type : (target.types[0] ?? 'products'),
  );
  const [operator, setOperator] = useState<Operator>(editing ? target.operator : 'in');
  const [chosen, setChosen] = useState<ResourceOption[]>(editing ? target.chosen : []);
  const [failure, setFailure] = useState<string>();
  const create = useAdminCreateDiscountCondition({ id: discount.id });
  const update = useAdminUpdateDiscount({ id: discount.id });
  // A new condition has no id yet; these three are only called when editing one.
  const condition = { id: discount.id, condition_id: target.conditionId ?? '' };
  const replace = useAdminUpdateDiscountCondition(condition);
  const addResources = useAdminAddDiscountConditionResources(condition);
  const removeResources = useAdminRemoveDiscountConditionResources(condition);
  const pending = [create, update, replace, addResources, removeResources].some((m) => m.isPending);

  const submit = async () => {
    if (chosen.length === 0) {
      setFailure(t('validation.conditionEmpty'));
      return;
    }
    const ids = chosen.map((item) => item.id);
    try {
      if (editing && operator !== target.operator) {
        // Only the discount's update changes an operator (with the ids, in one request).
        await update.mutateAsync({
          rule: {
            id: discount.rule_id,
            conditions: [{ id: target.conditionId, operator, [type]: ids }],
          },
        });
      } else if (editing) {
        // The smallest request for the change: add or remove a few, else replace the list.
        const { added, removed } = resourceChanges(target.chosen, ids);
        if (added.length > 0 && removed.length > 0) await replace.mutateAsync({ [type]: ids });
        else if (added.length > 0) await addResources.mutateAsync({ resources: added });
        else if (removed.length > 0) await removeResources.mutateAsync({ resources: removed });
      } else {
        await create.mutateAsync({ operator, [type]: ids });
      }
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
      return;
    }
    notify.success(editing ? t('conditions.saved') : t('conditions.added'));
    onClose();
  };

  return (
    <Modal open onClose={onClose}>
      <ModalHeader>
        <ModalTitle>{editing ? t('conditions.editTitle') : t('conditions.addTitle')}</ModalTitle>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-4">
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
        {!editing && (
          <RadioGroup
            label={t('conditions.type')}
            name="condition-type"
            value={type}
            onValueChange={(value) => {
              setType(value as ConditionType);
              setChosen([]);
            }}
          >
            {target.types.map((value) => (
              <RadioGroupItem key={value} value={value}>
                {t(`conditionTypes.${value}`)}
              </RadioGroupItem>
            ))}
          </RadioGroup>
        )}
        <RadioGroup
          label={t('conditions.operator')}
          name="condition-operator"
          value={operator}
          onValueChange={(value) => setOperator(value as Operator)}
        >
          <RadioGroupItem value="in">{t('operators.in')}</RadioGroupItem>
          <RadioGroupItem value="not_in">{t('operators.not_in')}</RadioGroupItem>
        </RadioGroup>
        <ResourcePicker key={type} type={type} chosen={chosen} onChange={setChosen} />
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button isLoading={pending} onClick={() => void submit()}>
          {editing ? t('actions.save') : t('conditions.add')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/** What an edit adds to and removes from a condition's resources, as `{ id }` lists. */
export function resourceChanges(before: readonly ResourceOption[], after: readonly string[]) {
  const had = new Set(before.map((item) => item.id));
  const has = new Set(after);
  return {
    added: after.filter((id) => !had.has(id)).map((id) => ({ id })),
    removed: [...had].filter((id) => !has.has(id)).map((id) => ({ id })),
  };
}
