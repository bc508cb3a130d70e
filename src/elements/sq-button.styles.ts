// The link is light DOM, styled with the page; sq-elements.css aligns and sizes it, before and after the upgrade alike.
export const styles = /* css */ `:host { display: block; }`;
