export const styles = /* css */ `
:host { display: block; position: relative; }
`;
