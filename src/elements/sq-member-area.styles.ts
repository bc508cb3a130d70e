export const styles = /* css */ `
:host { display: block; }
:host([hidden]) { display: none; }
`;
