// The page's URL resolver: an interpreter of the route table NavLintRoutes compiles (see RouteTableJSON),
// line by line the algorithm of RouteURL and RouteTable, so that it answers exactly as `navlint resolve`.
// Strings compare as Swift's do (canonical equivalence, through NFC); mixed segments run their automata.
extension ReviewPageAssets {
    static let resolver = #"""
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
          }
        """#
}
