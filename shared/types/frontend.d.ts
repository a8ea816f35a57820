/** Ambient types every front-end app compiles with. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}

/** Set by the build (shared/build/rspack-app.ts). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
