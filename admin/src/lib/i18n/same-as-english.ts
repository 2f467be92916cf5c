import type { LanguageCode } from './languages.ts';

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
  'customers:notes.title': ['fr'],
  'customers:fields.account': ['it'],
  'customers:filters.account': ['it'],
  'customers:fields.email': ['vi'],
};
