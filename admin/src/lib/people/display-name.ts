/** What a person (a staff user, a customer) is called on screen. */
export interface NamedPerson {
  email: string;
  first_name?: string | null;
  last_name?: string | null;
}

/** First and last name when there is one, else the email. */
export function displayNameOf(person: NamedPerson): string {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
  return name || person.email;
}
