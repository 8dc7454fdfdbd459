// A PDF import is the URL of the file webpack emits (tooling/webpack-app.mjs, asset rule).
declare module '*.pdf' {
  const url: string;
  export default url;
}
