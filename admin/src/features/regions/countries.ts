/**
 * The ISO 3166-1 alpha-2 codes the server knows (its `country` table, migration 0003):
 * the admin API lists a region's countries but has no list of all countries to add from.
 */
const CODES = (
  'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn ' +
  'bo bq br bs bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz ' +
  'de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl ' +
  'gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm ' +
  'jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me ' +
  'mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np ' +
  'nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd ' +
  'se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm tn to ' +
  'tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw '
)
  .trim()
  .split(' ');

/** A country's name in the staff member's language, or its code when the browser has none. */
export function countryNamer(locale: string): (iso2: string) => string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (iso2) => {
    try {
      return names.of(iso2.toUpperCase()) ?? iso2.toUpperCase();
    } catch {
      return iso2.toUpperCase();
    }
  };
}

/** Every country as a picker option, named in `locale` and sorted by that name. */
export function countryOptions(locale: string, exclude: ReadonlySet<string> = new Set()) {
  const name = countryNamer(locale);
  return CODES.filter((code) => !exclude.has(code))
    .map((code) => ({ value: code, label: `${name(code)} (${code.toUpperCase()})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
