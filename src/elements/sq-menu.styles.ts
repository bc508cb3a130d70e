// The tab list and sections are light DOM, styled with the page (sq-elements.css gives their layout): the host only holds them.
export const styles = /* css */ `:host { display: block; }`;
