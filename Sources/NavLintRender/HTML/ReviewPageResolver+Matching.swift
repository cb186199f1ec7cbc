// The page's URL resolver, continued: matching, precedence and arguments, as RouteTable does them.
extension ReviewPageAssets {
    static let resolverMatching = #"""
          function typedValue(text, type, spellings) {
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

        """#
}
