declare module 'netlify-redirector' {
  interface MatchRequest {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  interface Match {
    from: string;
    to: string;
    status: number;
    force: boolean;
    negative: boolean;
    conditions: Record<string, string>;
  }
  interface Matcher {
    match(request: MatchRequest): Match | null;
  }
  const redirector: {
    parseJSON(rules: string, options: Record<string, unknown>): Promise<Matcher>;
    parsePlain(rules: string, options: Record<string, unknown>): Promise<Matcher>;
  };
  export default redirector;
}
