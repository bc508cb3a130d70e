// The tour dates are light DOM, styled with the page (sq-elements.css): the host only holds them.
export const styles = /* css */ `:host { display: block; }`;
