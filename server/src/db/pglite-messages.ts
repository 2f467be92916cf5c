import { protocol } from '@electric-sql/pglite';

/*
 * The backend messages of one PGlite call (pglite-queries.ts), read from its raw answer
 * (issue 29, ninth pass). PGlite's own parser copies every field of every row out of the
 * answer (`ArrayBuffer.slice`) and makes an object per message before decoding the text: 8 %
 * of a checkout's samples on PGlite (its `execProtocolRaw` parses too; only
 * `execProtocolRawStream` hands the bytes over unread). Here the kinds a statement answers
 * are read in place (each field's text decoded from a view of the answer); an answer holding
 * any other kind (an error, a notice) is read by PGlite's parser, so errors stay PGlite's
 * DatabaseError.
 */

/** A message as PGlite's parser names it; the fields `answer` reads are those of its kind. */
export interface Message {
  name: string;
}

const decoder = new TextDecoder();

/** The kinds without a body, by their code. */
const BARE: Record<string, Message> = {
  '1': { name: 'parseComplete' },
  '2': { name: 'bindComplete' },
  n: { name: 'noData' },
  Z: { name: 'readyForQuery' },
};

/** The messages of `raw`, or undefined when it holds a kind only PGlite's parser reads. */
function readInPlace(raw: Uint8Array): Message[] | undefined {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const messages: Message[] = [];
  let at = 0;
  while (at < raw.length) {
    const kind = String.fromCharCode(raw[at] as number);
    const body = at + 5;
    const end = at + 1 + view.getInt32(at + 1);
    const bare = BARE[kind];
    if (bare) {
      messages.push(bare);
    } else if (kind === 'C') {
      // CommandComplete: its tag, NUL-terminated.
      const text = decoder.decode(raw.subarray(body, end - 1));
      messages.push({ name: 'commandComplete', text } as Message);
    } else if (kind === 'T') {
      // RowDescription: per field its name, then table, column, type, size, modifier, format.
      const fields: { name: string; dataTypeID: number }[] = [];
      let position = body + 2;
      for (let i = view.getInt16(body); i > 0; i--) {
        const nameEnd = raw.indexOf(0, position);
        const name = decoder.decode(raw.subarray(position, nameEnd));
        fields.push({ name, dataTypeID: view.getInt32(nameEnd + 7) });
        position = nameEnd + 19;
      }
      messages.push({ name: 'rowDescription', fields } as Message);
    } else if (kind === 'D') {
      // DataRow: per field its length (-1 for NULL) and its text.
      const fields: (string | null)[] = [];
      let position = body + 2;
      for (let i = view.getInt16(body); i > 0; i--) {
        const length = view.getInt32(position);
        position += 4;
        if (length < 0) {
          fields.push(null);
        } else {
          fields.push(decoder.decode(raw.subarray(position, position + length)));
          position += length;
        }
      }
      messages.push({ name: 'dataRow', fields } as Message);
    } else {
      return undefined;
    }
    at = end;
  }
  return messages;
}

/** The backend messages of a call's raw answer, in order. */
export function answerMessages(raw: Uint8Array): Message[] {
  const read = readInPlace(raw);
  if (read) return read;
  const messages: Message[] = [];
  new protocol.Parser().parse(raw, (message) => messages.push(message as Message));
  return messages;
}
