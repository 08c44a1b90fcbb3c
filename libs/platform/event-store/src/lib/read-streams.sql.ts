/**
 * The events of many streams (a batch of match reports reads its 64 matches at once), one index
 * lookup per stream. With `stream_id = ANY($1)` the planner chooses, and on a table it has no
 * statistics for (never analyzed, as on a server without autovacuum) it guesses that each id
 * matches 0.5 % of the table: for 64 ids it scanned the whole table in parallel and sorted it.
 * In the regional simulation that was the database's costliest statement, 4.2 ms on average
 * (29 ms at worst, auto_explain) for about 50 rows. A LATERAL subquery with its own ORDER BY is
 * not flattened into a join, so each stream is read through the (stream_id, stream_version)
 * index whatever the statistics say.
 */
export const readStreamsSource = `unnest($1::text[]) AS wanted(id)
  CROSS JOIN LATERAL (
    SELECT * FROM events WHERE events.stream_id = wanted.id ORDER BY events.stream_version
  ) AS events
  ORDER BY events.stream_id, events.stream_version`;
