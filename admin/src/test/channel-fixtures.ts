/** Records of the channel screens' tests, as the API answers them. */
export const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-03-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
export const outlet = {
  id: 'sc_1',
  name: 'Outlet',
  description: null,
  is_disabled: false,
  ...dates,
};
export const key = {
  id: 'pk_01ABC',
  title: 'Kiosk',
  created_by: null,
  revoked_by: null,
  revoked_at: null,
  created_at: dates.created_at,
  updated_at: dates.updated_at,
};
/** A list answer: `{ [name]: rows, count, offset, limit }`. */
export const page = <T>(name: string, rows: T[]) => ({
  [name]: rows,
  count: rows.length,
  offset: 0,
  limit: 20,
});
