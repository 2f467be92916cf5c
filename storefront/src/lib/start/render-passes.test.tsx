import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Later, RenderInPasses, RenderPass } from './render-passes.tsx';

function Page() {
  return (
    <>
      <p>header</p>
      <Later pass={RenderPass.main}>
        <p>main content</p>
      </Later>
      <Later pass={RenderPass.belowFold}>
        <p>footer</p>
      </Later>
    </>
  );
}

/** Renders the page in passes as if the browser had opened it by `type`. */
function openBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as PerformanceNavigationTiming,
  ]);
  render(
    <RenderInPasses>
      <Page />
    </RenderInPasses>,
  );
}

describe('RenderInPasses', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('draws a fresh visit top down, each pass in a task after the last', async () => {
    render(
      <RenderInPasses enabled>
        <Page />
      </RenderInPasses>,
    );
    expect(screen.getByText('header')).toBeTruthy();
    expect(screen.queryByText('main content')).toBeNull();
    expect(await screen.findByText('main content')).toBeTruthy();
    expect(screen.queryByText('footer')).toBeNull();
    expect(await screen.findByText('footer')).toBeTruthy();
  });

  it('draws a reload at once, so the page is there to scroll back to', () => {
    openBy('reload');
    expect(screen.getByText('main content')).toBeTruthy();
    expect(screen.getByText('footer')).toBeTruthy();
  });

  it('draws a page opened anew in passes', () => {
    openBy('navigate');
    expect(screen.queryByText('footer')).toBeNull();
  });

  it('draws everything at once outside the passes (later pages, tests, stories)', () => {
    render(<Page />);
    expect(screen.getByText('main content')).toBeTruthy();
    expect(screen.getByText('footer')).toBeTruthy();
  });
});
