import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useKeptInView } from "../../src/client/features/generator/use-kept-in-view";

/** A ResizeObserver whose callbacks the test fires: the page "lays out" when the test says so. */
const observers: (() => void)[] = [];
class TestResizeObserver {
  constructor(private cb: () => void) {
    observers.push(() => this.cb());
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

function Panel({ active, onScroll }: { active: boolean; onScroll: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useKeptInView(ref, active);
  return (
    <div
      ref={(el) => {
        ref.current = el;
        if (el) el.scrollIntoView = onScroll;
      }}
    />
  );
}

describe("the facts panel stays in the window while the page lays out", () => {
  it("scrolls the panel back into view each time the page changes size, until the person scrolls", async () => {
    vi.stubGlobal("ResizeObserver", TestResizeObserver);
    const scrolls = vi.fn();
    render(<Panel active onScroll={scrolls} />);
    await act(async () => {
      observers.forEach((fire) => fire());
    });
    const before = scrolls.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    window.dispatchEvent(new Event("wheel"));
    observers.forEach((fire) => fire());
    expect(scrolls.mock.calls.length).toBe(before);
  });

  it("does nothing while the panel is closed", () => {
    vi.stubGlobal("ResizeObserver", TestResizeObserver);
    const scrolls = vi.fn();
    render(<Panel active={false} onScroll={scrolls} />);
    observers.forEach((fire) => fire());
    expect(scrolls).not.toHaveBeenCalled();
  });
});
