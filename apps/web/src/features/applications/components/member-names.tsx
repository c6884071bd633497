/** Names in a sentence: "Ana", "Ana e Bruno", "Ana, Bruno e Carla", each in bold. */
export function Names({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <span key={`${name}-${index}`}>
          {index > 0 ? (index === names.length - 1 ? ' e ' : ', ') : null}
          <span className="font-medium text-foreground">{name}</span>
        </span>
      ))}
    </>
  );
}
