export function App() {
  return <main><h1>By Locals, For Locals</h1></main>;
}
