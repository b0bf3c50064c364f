/**
 * The Steam app a piece of free text points at: a store or community link (`store.steampowered.com/app/620/…`,
 * `steamcommunity.com/app/620`, `s.team/a/620`, `steam://store/620`), else an app id said as such (`app 620`,
 * `appid: 620`), else a text that is nothing but an id. A bare number inside a sentence is not taken: "3 games for 20"
 * names no game. Null when nothing qualifies.
 */
export function steamAppRef(text: string): string | null {
  const link =
    /(?:^|[^\w.])(?:(?:store\.steampowered\.com|steamcommunity\.com)\/(?:agecheck\/)?app|s\.team\/a)\/(\d{1,10})(?!\d)/i.exec(text) ??
    /steam:\/\/(?:store|advertise|install|run|rungameid)\/(\d{1,10})(?!\d)/i.exec(text);
  if (link) return normalise(link[1]);
  const said = /\bapp\s*-?\s*id\s*[:#=]?\s*(\d{1,10})\b|\bapp\s*[:#]?\s*(\d{1,10})\b/i.exec(text);
  if (said) return normalise(said[1] ?? said[2]);
  const bare = /^\s*(\d{1,10})\s*$/.exec(text);
  return bare ? normalise(bare[1]) : null;
}

/** Leading zeros do not make another app; zero itself is no app. */
function normalise(digits: string): string | null {
  const id = String(Number(digits));
  return id === '0' ? null : id;
}
