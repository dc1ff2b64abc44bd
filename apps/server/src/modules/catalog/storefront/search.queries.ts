import { SEARCH_RESULTS_MAX } from '@shop/shared/catalog/catalog';
import type { ProductListQuery } from '@shop/shared/catalog/catalog-schemas';
import { count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, searchTerms } from '../catalog.schema';
import { dailySeed, ordering, type PageOfIds, randomPageIds, type Total } from '../listing.queries';

// The storefront's search: a shopper's words as a tsquery (misspellings corrected against the
// vocabulary catalog-write.queries.ts keeps), and its pages.

/** More words than this is a pasted sentence, not a search; each word costs a vocabulary lookup. */
export const MAX_SEARCH_WORDS = 8;
/** How many vocabulary words may stand in for one misspelt word. */
const MAX_CORRECTIONS = 3;
/**
 * A correction must look almost as much like the typed word as the best one does, so 'lipstik'
 * becomes lipstick but not also lip (which would bring in every lip balm).
 */
const CORRECTION_SHARE_OF_BEST = 0.8;
/** Longer "words" are codes or pasted junk, not vocabulary anyone misspells. */
export const MAX_TERM_LENGTH = 40;

/**
 * The words of a search, lowercased, in order. Everything else (quotes, `%`, `&`, `|`, `!`,
 * `:`) only separates words, so no input can reach tsquery syntax.
 */
export function searchWords(q: string): string[] {
  const words =
    q
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return words.slice(0, MAX_SEARCH_WORDS);
}

/**
 * Turns a shopper's search into a tsquery (as text): every word must match, through its own
 * stem or, when the word is not in the catalog's vocabulary, through the vocabulary words that
 * look most like it by trigram similarity ('drss' -> dress). The last word also matches as a
 * prefix, since people search while they type. Each piece is plainto_tsquery's output, which
 * quotes whatever it is given, so the assembled text is always valid tsquery syntax.
 * Null: nothing left to match (only stop words, or no words at all).
 */
export async function toSearchQuery(db: Db, words: string[]): Promise<string | null> {
  if (words.length === 0) return null;
  const list = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const rows = await db
    .select({
      position: sql<number>`w.position::int`,
      own: sql<string>`plainto_tsquery('english', w.word)::text`,
      corrections: sql<{ query: string; similarity: number }[]>`coalesce((
        select json_agg(c order by c.similarity desc, c.term) from (
          select t.term, plainto_tsquery('english', t.term)::text as query, similarity(t.term, w.word) as similarity
          from ${searchTerms} as t
          where length(w.word) between 3 and ${MAX_TERM_LENGTH}
            and w.word !~ '^[0-9]+$'
            and not exists (select 1 from ${searchTerms} as known where known.term = w.word)
            and t.term % w.word
          order by similarity(t.term, w.word) desc, t.term
          limit ${MAX_CORRECTIONS}
        ) as c), '[]')`,
    })
    .from(sql`unnest(array[${list}]::text[]) with ordinality as w(word, position)`);
  const last = words.length;
  const groups = rows
    .sort((a, b) => a.position - b.position)
    .map(({ position, own, corrections }) => {
      const options = new Set<string>();
      if (own) options.add(position === last ? `${own}:*` : own);
      const best = corrections[0]?.similarity ?? 0;
      for (const correction of corrections) {
        // The word's own stem already covers a correction with the same stem ('lips' -> lip).
        if (
          correction.query &&
          correction.query !== own &&
          correction.similarity >= best * CORRECTION_SHARE_OF_BEST
        ) {
          options.add(correction.query);
        }
      }
      return [...options].map((option) => `(${option})`).join(' | ');
    })
    .filter(Boolean);
  return groups.length === 0 ? null : groups.map((group) => `(${group})`).join(' & ');
}

/** Counts matches up to the search cap, so a broad search stops counting early. */
export function countSearchMatches(db: Db, where: SQL) {
  const capped = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .limit(SEARCH_RESULTS_MAX)
    .as('capped');
  return db.select({ total: count() }).from(capped);
}

/**
 * A search in an explicit order: the first SEARCH_RESULTS_MAX matches in that order (the
 * cheapest thousand, say), walked along the order's index like any listing.
 */
export async function sortedSearchPage(
  db: Db,
  where: SQL,
  query: ProductListQuery,
  offset: number,
  fullShuffleMax: number,
  total: Total,
): Promise<PageOfIds> {
  const limit = Math.min(query.limit, SEARCH_RESULTS_MAX - offset);
  const matching = await total.now();
  if (limit <= 0) return { ids: sql`select null::uuid where false`, total: matching };
  // A capped total means more matches than it says, so only the shuffle key can serve them.
  const ids =
    query.sort === 'random'
      ? randomPageIds(
          db,
          where,
          query.seed ?? dailySeed(),
          { limit, offset },
          matching < SEARCH_RESULTS_MAX && matching <= fullShuffleMax,
        )
      : db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...ordering(query))
          .limit(limit)
          .offset(offset);
  return { ids, total: matching };
}

/**
 * A search by relevance (ties: newest first). Ranking looks at each candidate, so the candidates
 * are the newest SEARCH_RESULTS_MAX matches: all of them for any specific search, and for a
 * broad one ('dress' in a catalog of 100 000) a bounded number, found by walking the newest
 * products until enough match, instead of ranking tens of thousands.
 *
 * The walk reads the search vector from products_search_walk_idx, which carries it, so neither
 * the test of each product nor its rank visits the table (docs/decisions/037); the rare vectors
 * too long for that index are walked apart and the two walks merged in the same order.
 */
export function rankedSearchPage(where: SQL, search: string, query: ProductListQuery, offset: number): SQL {
  const newest = (split: SQL) => sql`(
      select ${products.id} as id, ${products.createdAt} as created_at, ${products.searchVector} as vector
      from ${products}
      where ${where} and ${split}
      order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last
      limit ${SEARCH_RESULTS_MAX})`;
  return sql`
    select id from (
      select id, created_at, ts_rank(vector, ${search}::tsquery) as rank from (
        ${newest(sql`${products.searchWalkFits}`)} union all ${newest(sql`not ${products.searchWalkFits}`)}
        order by created_at desc nulls last, id desc nulls last
        limit ${SEARCH_RESULTS_MAX}
      ) as newest
    ) as candidates
    order by rank desc, created_at desc, id desc
    limit ${query.limit} offset ${offset}`;
}
