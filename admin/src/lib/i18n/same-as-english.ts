import type { LanguageCode } from '@commerce/client/i18n';

/**
 * Translations that are rightly the same as English, as `namespace:key` -> the languages
 * where that holds (or 'all', for brand names and codes). The locales check accepts these
 * and refuses every other value copied from English (issue 7: "a value identical to
 * English where English is not expected"). Values made only of placeholders, digits and
 * punctuation need no entry.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, 'all' | readonly LanguageCode[]>> = {
  // Spanish writes "Error" too.
  'common:notifications.error': ['es'],
  // German "Name", French "Pages" (list screens).
  'lists:views.name': ['de'],
  'lists:pagination.label': ['fr'],
  // The loanwords "Status" and "Tag(s)", and French "Collection" and "Type" (product lists).
  'products:filters.status': ['bs', 'de', 'hr', 'pl', 'pt'],
  'products:columns.status': ['bs', 'de', 'hr', 'pl', 'pt'],
  'products:filters.tag': ['de', 'it', 'pl', 'pt'],
  'products:columns.tags': ['de', 'pt'],
  'products:filters.collection': ['fr'],
  'products:columns.collection': ['fr'],
  'products:filters.type': ['fr'],
  'products:columns.type': ['fr'],
  // The same words on the catalogue screens, and French words spelt as in English.
  'catalog:fields.status': ['bs', 'de', 'hr', 'pl', 'pt'],
  'catalog:fields.tag': ['de', 'it', 'pl', 'pt'],
  'catalog:sections.tags': ['de', 'pt'],
  'catalog:fields.name': ['de'],
  'catalog:sections.label': ['fr'],
  'catalog:sections.collections': ['fr'],
  'catalog:sections.types': ['fr'],
  'catalog:fields.description': ['fr'],
  'catalog:fields.type': ['fr'],
  'catalog:categories.active': ['fr'],
  'catalog:categories.inactive': ['fr'],
  'catalog:categories.actions': ['fr'],
  // German "Name", French "Notes", Italian "Account", Vietnamese "Email" (customer screens).
  'customers:fields.name': ['de'],
  'notes:title': ['fr'],
  'notes:text': ['fr'],
  'customers:fields.account': ['it'],
  // Italian uses the English "Password".
  'customers:fields.password': ['it'],
  'customers:filters.account': ['it'],
  'customers:fields.email': ['vi'],
  // German "Name", Spanish "Subtotal", French "Date", Italian "Email", Portuguese "Item" (orders).
  'orders:customer.name': ['de'],
  'orders:totals.subtotal': ['es'],
  'orders:columns.date': ['fr'],
  'orders:customer.email': ['it'],
  'orders:items.item': ['pt'],
  // The product editor: the same loanwords, "Option" (de, fr) and Spanish "General".
  'product-editor:fields.status': ['de'],
  'product-editor:options.title': ['de', 'fr'],
  'product-editor:sections.general': ['es'],
  'product-editor:steps.options': ['fr'],
  'product-editor:review.options': ['fr'],
  'product-editor:sections.options': ['fr'],
  'product-editor:steps.stock': ['fr'],
  'product-editor:steps.images': ['fr'],
  'product-editor:review.images': ['fr'],
  'product-editor:fields.description': ['fr'],
  'product-editor:fields.collection': ['fr'],
  'product-editor:fields.type': ['fr'],
  'product-editor:variants.actions': ['fr'],
  // Spanish and Italian "No" (the product page's yes/no details).
  'product-editor:detail.no': ['es', 'it'],
  // French "Collections" and "Actions" (discount screens).
  'discounts:conditionTypes.product_collections': ['fr'],
  'discounts:codes.actions': ['fr'],
  'lists:resourcePicker.types.product_collections': ['fr'],
  // German and French "Code", German and Polish "Region", French "Active" and "Actions"
  // (gift card screens).
  'gift-cards:fields.code': ['de', 'fr'],
  'gift-cards:fields.region': ['de', 'pl'],
  'gift-cards:states.active': ['fr'],
  'gift-cards:product.actions': ['fr'],
  // German "Team" and "Name", French "Invitation(s)" and "Taxes", Czech "Role" (team and
  // settings screens).
  'team:title': ['de'],
  'settings:pages.team.label': ['de'],
  'team:fields.name': ['de'],
  'team:invites.title': ['fr'],
  'team:notifications.resources.invite': ['fr'],
  'settings:pages.taxes.label': ['fr'],
  'team:fields.role': ['cs'],
  // Spanish and Italian "No" (the regions screens' yes/no values).
  'regions:format.no': ['es', 'it'],
};
