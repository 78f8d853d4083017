/**
 * `resolve` that remembers its last answer: asked again for the same content and tuned objects, it
 * gives the same resolved options without resolving them again. Settings are replaced, never mutated,
 * so an object's identity says whether it changed.
 */
export function resolveOnce<Input, Resolved>(resolve: (content?: Input, tuned?: Input) => Resolved) {
  let last: { content?: Input; tuned?: Input; resolved: Resolved } | undefined;
  return (content?: Input, tuned?: Input): Resolved => {
    if (!last || last.content !== content || last.tuned !== tuned)
      last = { content, tuned, resolved: resolve(content, tuned) };
    return last.resolved;
  };
}
