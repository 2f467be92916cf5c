import { errors } from '../errors.ts';

export function checkLock(locked: boolean): void {
  if (locked) throw errors.notAllowed('The thing is locked', 'thing_locked');
}
