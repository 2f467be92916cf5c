/**
 * Play-function helper: the style declarations that reach `element` only when the user
 * prefers reduced motion. A page cannot switch that media feature for itself, so stories
 * prove the `motion-reduce:` rule exists and matches by walking the stylesheets instead.
 * Tailwind 4 nests the media query inside the utility's rule, so nesting is resolved here.
 *
 * @example
 * const reduced = reducedMotionDeclarations(canvas.getByTestId('shimmer'));
 * expect(reduced.some((style) => style.animationName === 'none')).toBe(true);
 */
export function reducedMotionDeclarations(element: Element): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  const matches = (selector: string) => {
    try {
      return element.matches(selector);
    } catch {
      return false; // pseudo-elements and selectors the engine cannot test
    }
  };
  const visit = (rules: CSSRuleList, parent: string | null, reduced: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const own = !parent
          ? rule.selectorText
          : rule.selectorText.includes('&')
            ? rule.selectorText.replaceAll('&', `:is(${parent})`)
            : `:is(${parent}) ${rule.selectorText}`;
        if (reduced && matches(own)) found.push(rule.style);
        visit(rule.cssRules, own, reduced);
      } else if (rule instanceof CSSMediaRule) {
        const isReduced = /prefers-reduced-motion:\s*reduce/.test(rule.conditionText);
        visit(rule.cssRules, parent, reduced || isReduced);
      } else if ('style' in rule && rule.style instanceof CSSStyleDeclaration) {
        // Declarations written directly inside a nested @media (CSSNestedDeclarations).
        if (reduced && parent && matches(parent)) found.push(rule.style);
      } else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) {
        visit(rule.cssRules, parent, reduced); // @layer, @supports
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules, null, false);
    } catch {
      // A cross-origin sheet hides its rules; none of ours is one.
    }
  }
  return found;
}

/** Whether `element`'s animation is switched off when the user prefers reduced motion. */
export function stopsAnimatingForReducedMotion(element: Element): boolean {
  return reducedMotionDeclarations(element).some(
    (style) => style.animationName === 'none' || style.animation === 'none',
  );
}
