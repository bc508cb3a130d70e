export const styles = `:host { display: none !important; }`;
