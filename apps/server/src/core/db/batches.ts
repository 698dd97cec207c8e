/**
 * A list's rows `size` at a time, each batch read after the last row of the one before (a key
 * the reader compares with: keyset paging), so that the last batch of a long list costs what the
 * first did, and no statement or connection is held between batches. `read` is only called again
 * once the batch yielded has been taken.
 */
export async function* rowsInBatches<Row>(
  read: (after: Row | undefined, size: number) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}
