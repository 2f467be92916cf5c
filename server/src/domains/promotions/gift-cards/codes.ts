import { randomInt } from 'node:crypto';

/*
 * Gift card codes: four groups of four characters, e.g. `3RFT-MH2C-Y4YZ-XMN4`, from upper-case
 * letters and digits without the ones people confuse when they type a code off a card
 * (0/O, 1/I/L). 31 symbols over 16 places is about 79 bits, drawn from the system's CSPRNG
 * (`randomInt` is uniform, so no symbol is likelier than another), which makes codes
 * unguessable and collisions practically impossible; the unique index catches the rest.
 */

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_PATTERN = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/;

export function generateGiftCardCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}
