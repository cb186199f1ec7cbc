"use strict";
const navlintResolver = (function () {
  const encoder = new TextEncoder();
  const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  const loose = new TextDecoder("utf-8", { ignoreBOM: true });
  const nfc = (text) => text.normalize("NFC");
  const isInt = (t) => /^-?[0-9]+$/.test(t);
  const isDouble = (t) => /^-?[0-9]+(\.[0-9]+)?$/.test(t);
  const isUUID = (t) => /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(t);
  const caseFolded = (t) => (/^[\x00-\x40\x5b-\x7f]*$/.test(t) ? t : t.toLowerCase());

  function syntaxError(bytes, offset, message) {
    const prefix = bytes.subarray(0, Math.min(offset, bytes.length));
    return { offset: [...loose.decode(prefix)].length, message: message };
  }
  function hexValue(b) {
    if (b >= 48 && b <= 57) return b - 48;
    if (b >= 65 && b <= 70) return b - 55;
    if (b >= 97 && b <= 102) return b - 87;
    return -1;
  }
  function decode(bytes, low, high) {
    if (bytes.subarray(low, high).indexOf(37) < 0) return loose.decode(bytes.subarray(low, high));
    const out = [];
    let i = low;
    while (i < high) {
      if (bytes[i] === 37) {
        const hi = i + 2 < high ? hexValue(bytes[i + 1]) : -1;
        const lo = i + 2 < high ? hexValue(bytes[i + 2]) : -1;
        if (hi < 0 || lo < 0) throw syntaxError(bytes, i, "expected two hex digits after '%'");
        out.push(hi * 16 + lo);
        i += 3;
      } else {
        out.push(bytes[i]);
        i += 1;
      }
    }
    try {
      return strict.decode(new Uint8Array(out));
    } catch (e) {
      throw syntaxError(bytes, low, "the percent-escapes do not form UTF-8 text");
    }
  }
  function indexIn(bytes, byte, low, high) {
    for (let i = low; i < high; i++) if (bytes[i] === byte) return i;
    return -1;
  }
  function queryItems(bytes, low, high) {
    const items = [];
    let start = low;
    for (let p = low; p <= high; p++) {
      if (p !== high && bytes[p] !== 38) continue;
      if (p > start) {
        const eq = indexIn(bytes, 61, start, p);
        const equals = eq < 0 ? p : eq;
        const key = decode(bytes, start, equals);
        const value = equals < p ? decode(bytes, equals + 1, p) : "";
        if (key.length > 0) items.push([key, value]);
      }
      start = p + 1;
    }
    return items;
  }
  function parseURL(text) {
    const bytes = encoder.encode(text);
    const colon = bytes.indexOf(58);
    if (colon <= 0) throw syntaxError(bytes, 0, "expected a scheme followed by ':'");
    for (let o = 0; o < colon; o++) {
      const c = bytes[o];
      const letter = (c | 0x20) >= 97 && (c | 0x20) <= 122;
      const other = o > 0 && ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46);
      if (!letter && !other) throw syntaxError(bytes, o, "expected a scheme followed by ':'");
    }
    const scheme = caseFolded(loose.decode(bytes.subarray(0, colon)));
    const hash = indexIn(bytes, 35, colon, bytes.length);
    const end = hash < 0 ? bytes.length : hash;
    const question = indexIn(bytes, 63, colon, end);
    const queryStart = question < 0 ? end : question;
    let pathStart = colon + 1;
    let host = null;
    if (queryStart - pathStart >= 2 && bytes[pathStart] === 47 && bytes[pathStart + 1] === 47) {
      const hostStart = pathStart + 2;
      const slash = indexIn(bytes, 47, hostStart, queryStart);
      const hostEnd = slash < 0 ? queryStart : slash;
      host = caseFolded(decode(bytes, hostStart, hostEnd));
      pathStart = hostEnd;
    }
    const segments = [];
    let segmentStart = pathStart;
    for (let p = pathStart; p <= queryStart; p++) {
      if (p !== queryStart && bytes[p] !== 47) continue;
      if (p > segmentStart) segments.push(decode(bytes, segmentStart, p));
      segmentStart = p + 1;
    }
    const query = queryStart < end ? queryItems(bytes, queryStart + 1, end) : [];
    const fragment = end + 1 < bytes.length ? decode(bytes, end + 1, bytes.length) : null;
    return { scheme: scheme, host: host, segments: segments, query: query, fragment: fragment };
  }
  function matchKey(url) {
    if (url.scheme === "http" || url.scheme === "https") {
      return [url.scheme + ":", [url.host === null ? "" : url.host].concat(url.segments)];
    }
    if (url.host !== null && url.host !== "") return [url.scheme + ":", [url.host].concat(url.segments)];
    return [url.scheme + ":", url.segments];
  }
  function queryDictionary(url) {
    const result = new Map();
    for (const [key, value] of url.query) if (!result.has(nfc(key))) result.set(nfc(key), value);
    return result;
  }
  function queryValues(url, key) {
    const wanted = nfc(key);
    return url.query.filter((item) => nfc(item[0]) === wanted).map((item) => item[1]);
  }

  function reads(r, ch) {
    if (r === 0) return true;
    if (r === 1) return ch >= "0" && ch <= "9";
    if (r === 2) return /^[0-9a-fA-F]$/.test(ch);
    return r === ch;
  }
  function step(moves, states, ch) {
    const next = [];
    for (const s of states) {
      for (const [r, target] of moves[s]) if (reads(r, ch) && !next.includes(target)) next.push(target);
    }
    return next.sort((a, b) => a - b);
  }
  function split(machine, text) {
    const [, moves, accepting, piece, placeholders] = machine;
    const chars = [...text];
    const live = [[0]];
    for (const ch of chars) live.push(step(moves, live[live.length - 1], ch));
    if (!live[chars.length].some((s) => accepting[s])) return null;
    const useful = new Array(chars.length + 1);
    useful[chars.length] = live[chars.length].filter((s) => accepting[s]);
    for (let p = chars.length - 1; p >= 0; p--) {
      useful[p] = live[p].filter((s) => moves[s].some(([r, t]) => reads(r, chars[p]) && useful[p + 1].includes(t)));
    }
    const values = placeholders.map(() => "");
    let state = 0;
    for (let p = 0; p < chars.length; p++) {
      let best = null;
      for (const [r, t] of moves[state]) {
        if (reads(r, chars[p]) && useful[p + 1].includes(t) && (best === null || piece[t] > piece[best])) best = t;
      }
      if (best === null) return null;
      if (piece[best] >= 0) values[piece[best]] += chars[p];
      state = best;
    }
    return values;
  }
  function contains(accepts, value) {
    switch (accepts[0]) {
      case "values":
        if (!accepts.normalized) accepts.normalized = new Set(accepts[1].map(nfc));
        return accepts.normalized.has(nfc(value));
      case "int": return isInt(value);
      case "double": return isDouble(value);
      case "uuid": return isUUID(value);
      case "string": return value.length > 0;
      case "text": return true;
      default: return split(accepts, value) !== null;
    }
  }  function typedValue(text, type, spellings) {
    switch (type) {
      case "int": {
        const big = BigInt(text);
        return big >= -(2n ** 63n) && big < 2n ** 63n ? Number(big) : text;
      }
      case "double": {
        const number = Number(text);
        return Number.isFinite(number) ? number : text;
      }
      case "bool": return text === "true";
      case "uuid": return text.toLowerCase();
      case "enum": {
        const key = nfc(text);
        return Object.prototype.hasOwnProperty.call(spellings, key) ? spellings[key] : text;
      }
      default: return text;
    }
  }
  function positionValues(position, text, spellings) {
    const [accepts, , placeholder] = position;
    if (accepts[0] === "mixed") {
      const values = split(accepts, text) || [];
      const found = [];
      accepts[4].forEach((p, i) => { if (p !== null) found.push([p, typedValue(values[i], p[1], {})]); });
      return found;
    }
    return placeholder === null ? [] : [[placeholder, typedValue(text, placeholder[1], spellings)]];
  }
  function matchesQuery(entry, query) {
    return entry.required.every(([key, position]) => {
      const value = query.get(nfc(key));
      return value !== undefined && contains(position[0], value);
    });
  }
  function matchingRoutes(table, bucket, positions, url) {
    const found = [];
    table.entries.forEach((entry, index) => {
      if (entry.bucket !== bucket) return;
      const count = entry.positions.length;
      if (entry.tail === null ? positions.length !== count : positions.length < count) return;
      for (let i = 0; i < count; i++) if (!contains(entry.positions[i][0], positions[i])) return;
      found.push(index);
    });
    const query = queryDictionary(url);
    return found.filter((index) => {
      const entry = table.entries[index];
      if (!matchesQuery(entry, query)) return false;
      if (entry.fragment === null) return true;
      return url.fragment !== null && contains(entry.fragment[0], url.fragment);
    });
  }
  function rankAt(table, entry, index) {
    return index < entry.positions.length ? entry.positions[index][1] : table.tailRank;
  }
  function rankLength(entry) {
    return entry.positions.length + (entry.tail === null ? 0 : 1);
  }
  function comparePaths(table, first, second) {
    const shared = Math.min(rankLength(first), rankLength(second));
    for (let i = 0; i < shared; i++) {
      const a = rankAt(table, first, i);
      const b = rankAt(table, second, i);
      if (a !== b) return a < b ? -1 : 1;
    }
    return rankLength(first) - rankLength(second);
  }
  function isStrictSuperset(big, small) {
    if (big.length <= small.length) return false;
    let index = 0;
    for (const [key] of small) {
      while (index < big.length && big[index][0] < key) index += 1;
      if (index >= big.length || big[index][0] !== key) return false;
      index += 1;
    }
    return true;
  }
  // 1 when the first route wins, -1 when the second does, 0 for neither.
  function precedence(table, first, second) {
    const order = comparePaths(table, first, second);
    if (order !== 0) return order < 0 ? 1 : -1;
    const a = first.required;
    const b = second.required;
    if (a.length === b.length && a.every((item, i) => item[0] === b[i][0])) {
      for (let i = 0; i < a.length; i++) {
        if (a[i][1][1] !== b[i][1][1]) return a[i][1][1] < b[i][1][1] ? 1 : -1;
      }
      const fa = first.fragment === null ? Infinity : first.fragment[1];
      const fb = second.fragment === null ? Infinity : second.fragment[1];
      return fa === fb ? 0 : fa < fb ? 1 : -1;
    }
    if (isStrictSuperset(a, b)) return 1;
    if (isStrictSuperset(b, a)) return -1;
    return 0;
  }
  function bestRoutes(table, matches) {
    if (matches.length <= 1) return matches;
    let best = [];
    for (const candidate of matches) {
      if (best.length === 0) {
        best = [candidate];
        continue;
      }
      const order = comparePaths(table, table.entries[candidate], table.entries[best[0]]);
      if (order < 0) best = [candidate];
      else if (order === 0) best.push(candidate);
    }
    return best.filter((route) => !best.some((other) =>
      other !== route && precedence(table, table.entries[other], table.entries[route]) === 1));
  }
  function routeArguments(entry, positions, url) {
    const located = [];
    const add = (placeholder, value) => { if (!placeholder[3]) located.push([placeholder[2], placeholder[0], value]); };
    entry.positions.forEach((position, index) => {
      const spellings = index === 0 ? entry.spellings : {};
      for (const [placeholder, value] of positionValues(position, positions[index], spellings)) add(placeholder, value);
    });
    if (entry.tail !== null) add(entry.tail, positions.slice(entry.positions.length).join("/"));
    const query = queryDictionary(url);
    for (const [key, position, isList] of entry.required.concat(entry.optional)) {
      const placeholder = position[2];
      if (isList && placeholder !== null) {
        const values = queryValues(url, key).filter((value) => contains(position[0], value));
        add(placeholder, values.map((value) => typedValue(value, placeholder[1], {})));
        continue;
      }
      const raw = query.get(nfc(key));
      if (raw === undefined || !contains(position[0], raw)) continue;
      for (const [p, value] of positionValues(position, raw, {})) add(p, value);
    }
    if (entry.fragment !== null && url.fragment !== null) {
      for (const [p, value] of positionValues(entry.fragment, url.fragment, {})) add(p, value);
    }
    located.sort((x, y) => x[0] - y[0]);
    const params = {};
    for (const [, name, value] of located) params[name] = value;
    return params;
  }
  // Whether two routes are alternatives: their `when` conditions differ, or their platforms do not meet.
  function areAlternatives(first, second) {
    if (first.platforms && second.platforms && !first.platforms.some((p) => second.platforms.includes(p))) {
      return true;
    }
    return first.when !== undefined && second.when !== undefined && first.when !== second.when;
  }
  function everyTwoAreAlternatives(data, routes) {
    return routes.every((a, i) => routes.slice(i + 1).every((b) => areAlternatives(data.routes[a], data.routes[b])));
  }
  // One object of `navlint resolve --format json`.
  function resolve(data, text) {
    const answer = { url: text, route: null, params: {}, bound: [], path: [], ambiguous: null };
    let url;
    try {
      url = parseURL(text);
    } catch (error) {
      answer.error = "not a URL navlint can read: " + error.message + " (at character " + (error.offset + 1) + ")";
      return answer;
    }
    const table = data.table;
    const [bucket, positions] = matchKey(url);
    let best = bestRoutes(table, matchingRoutes(table, bucket, positions, url));
    if (best.length > 1 && everyTwoAreAlternatives(data, best.map((index) => table.entries[index].route))) {
      // Alternatives tie on purpose: the app chooses at run time; the first declared stands for them.
      best = [best.reduce((a, b) => (table.entries[b].route < table.entries[a].route ? b : a))];
    }
    if (best.length === 1) {
      const entry = table.entries[best[0]];
      const route = data.routes[entry.route];
      answer.route = route.id;
      answer.params = routeArguments(entry, positions, url);
      // Constants come with the page; `$url` is bound to the URL itself.
      answer.bound = (route.bound || []).map((b) =>
        ({ param: b.param, value: b.source === "$url" ? text : b.value, source: b.source }));
      answer.path = route.path.slice();
    } else if (best.length > 1) {
      answer.ambiguous = best.map((index) => data.routes[table.entries[index].route].id);
    }
    return answer;
  }
  return { resolve: resolve, parseURL: parseURL };
})();
