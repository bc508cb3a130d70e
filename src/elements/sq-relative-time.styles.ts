// The text is light DOM and flows with the sentence around it.
export const styles = /* css */ `:host { display: inline; }`;
