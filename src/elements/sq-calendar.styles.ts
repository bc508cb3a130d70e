// The month table is light DOM, drawn by sq-elements.css before and after the upgrade alike.
export const styles = /* css */ `:host { display: block; }`;
