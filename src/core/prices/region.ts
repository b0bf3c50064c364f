import { AppError } from '../errors.js';

/**
 * ISO 3166-1 alpha-2 country → the currency prices are shown in there. Used to validate `region` and as the
 * answer currency when no regional source states one (see merge.ts). Grouped by currency to stay readable.
 */
const CURRENCY_GROUPS: Record<string, string> = {
  USD: 'us as bq ec fm gu io mh mp pa pr pw sv tc tl um vg vi',
  EUR: 'ad at ax be bg bl cy de ee es fi fr gf gp gr hr ie it lt lu lv mc me mf mq mt nl pm pt re si sk sm tf va yt',
  AUD: 'au cc cx hm ki nf nr tv',
  NZD: 'ck nu nz pn tk',
  GBP: 'gb gg gs im je',
  CHF: 'ch li',
  NOK: 'bv no sj',
  DKK: 'dk fo gl',
  XOF: 'bf bj ci gw ml ne sn tg',
  XAF: 'cf cg cm ga gq td',
  XCD: 'ag ai dm gd kn lc ms vc',
  XPF: 'nc pf wf',
  XCG: 'cw sx',
  MAD: 'eh ma',
  ILS: 'il ps',
};
const SINGLE =
  'ae:AED af:AFN al:ALL am:AMD ao:AOA ar:ARS aw:AWG az:AZN ba:BAM bb:BBD bd:BDT bh:BHD bi:BIF bm:BMD bn:BND ' +
  'bo:BOB br:BRL bs:BSD bt:BTN bw:BWP by:BYN bz:BZD ca:CAD cd:CDF cl:CLP cn:CNY co:COP cr:CRC cu:CUP cv:CVE ' +
  'cz:CZK dj:DJF do:DOP dz:DZD eg:EGP er:ERN et:ETB fj:FJD fk:FKP ge:GEL gh:GHS gi:GIP gm:GMD gn:GNF gt:GTQ ' +
  'gy:GYD hk:HKD hn:HNL ht:HTG hu:HUF id:IDR in:INR iq:IQD ir:IRR is:ISK jm:JMD jo:JOD jp:JPY ke:KES kg:KGS ' +
  'kh:KHR km:KMF kp:KPW kr:KRW kw:KWD ky:KYD kz:KZT la:LAK lb:LBP lk:LKR lr:LRD ls:LSL ly:LYD md:MDL mg:MGA ' +
  'mk:MKD mm:MMK mn:MNT mo:MOP mr:MRU mu:MUR mv:MVR mw:MWK mx:MXN my:MYR mz:MZN na:NAD ng:NGN ni:NIO np:NPR ' +
  'om:OMR pe:PEN pg:PGK ph:PHP pk:PKR pl:PLN py:PYG qa:QAR ro:RON rs:RSD ru:RUB rw:RWF sa:SAR sb:SBD sc:SCR ' +
  'sd:SDG se:SEK sg:SGD sh:SHP sl:SLE so:SOS sr:SRD ss:SSP st:STN sy:SYP sz:SZL th:THB tj:TJS tm:TMT tn:TND ' +
  'to:TOP tr:TRY tt:TTD tw:TWD tz:TZS ua:UAH ug:UGX uy:UYU uz:UZS ve:VES vn:VND vu:VUV ws:WST ye:YER za:ZAR ' +
  'zm:ZMW zw:ZWG';

const REGION_CURRENCY: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [currency, regions] of Object.entries(CURRENCY_GROUPS)) {
    for (const region of regions.split(' ')) map.set(region, currency);
  }
  for (const pair of SINGLE.split(' ')) {
    const [region, currency] = pair.split(':');
    map.set(region, currency);
  }
  return map;
})();

export function isKnownRegion(region: string): boolean {
  return REGION_CURRENCY.has(region);
}

/** The national currency of a region (validated beforehand). */
export function regionCurrency(region: string): string {
  return REGION_CURRENCY.get(region) ?? 'USD';
}

/** What a region must be, in every refusal of one (API, web page, chat commands, configuration). */
export const REGION_RULE = 'must be a two-letter country code such as us, de or gb';

export function regionRefusal(): AppError {
  return new AppError('invalid_request', `region: ${REGION_RULE}`, { field: 'region' });
}

/** Lower-cases and checks a two-letter country code; refuses anything else. */
export function parseRegion(value: unknown): string {
  if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) {
    const region = value.toLowerCase();
    if (REGION_CURRENCY.has(region)) return region;
  }
  throw regionRefusal();
}

export const MAX_APPID = 2 ** 31 - 1;

/** Accepts a positive integer up to 2^31−1, as a number or as a string of digits only. */
export function parseAppid(value: unknown): number {
  let n = Number.NaN;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\d{1,10}$/.test(value)) n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_APPID) {
    throw new AppError('invalid_appid', `appid: must be an integer from 1 to ${MAX_APPID}`, { field: 'appid' });
  }
  return n;
}
