// The events list is light DOM, styled with the page (sq-elements.css): the host only holds it.
export const styles = /* css */ `:host { display: block; }`;
