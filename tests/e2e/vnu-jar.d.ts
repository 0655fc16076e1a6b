// npm's vnu-jar ships no types: its main export is the path of the Nu HTML Checker's vnu.jar, as a String object.
declare module 'vnu-jar' {
  const vnuJar: { toString(): string }
  export default vnuJar
}
