import type { UseFormReturn } from 'react-hook-form';
import type { PickedItems } from './schemas.ts';

/**
 * What the schema cannot know: at least one line is chosen, and a return option is chosen
 * when the region offers some. Sets the form's errors and answers whether all is well.
 */
export function usePickedItemsCheck(form: UseFormReturn<PickedItems>, needsOption: boolean) {
  return (values: PickedItems): boolean => {
    let ok = true;
    if (!values.items.some((item) => item.selected)) {
      form.setError('root.server', { message: 'validation.chooseItem' });
      ok = false;
    }
    if (needsOption && !values.option_id) {
      form.setError('option_id', { message: 'validation.chooseReturnShipping' });
      ok = false;
    }
    return ok;
  };
}
