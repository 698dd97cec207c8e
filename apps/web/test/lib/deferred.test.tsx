import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from '../../src/lib/ui/Deferred';

/** Notes, when its render commits, whether the deferred part is on the page. */
function FirstCommit({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.getElementById('later') !== null);
  }, [seen]);
  return null;
}

describe('Deferred (issue 43)', () => {
  it('leaves its children out of the first commit and shows them right after', async () => {
    const seen: boolean[] = [];
    render(
      <>
        <FirstCommit seen={seen} />
        <Deferred>
          <p id="later">the rest</p>
        </Deferred>
      </>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByText('the rest')).toBeTruthy();
  });
});
