export const styles = /* css */ `
:host { display: block; }
::slotted(iframe) { display: block; width: 100%; border: 0; }
`;
