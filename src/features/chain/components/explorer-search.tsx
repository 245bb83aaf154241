import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { resolveSearch } from '../search';

/** One box for a block height, a block hash or a transaction hash (D9); says 未找到 in place when nothing matches. */
export function ExplorerSearch() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const outcome = await resolveSearch(client, text);
    setBusy(false);
    if ('path' in outcome) {
      setText('');
      navigate(outcome.path);
    } else setMessage(outcome.message);
  };

  return (
    <form className="explorer-search" role="search" aria-label="搜索区块或交易" onSubmit={submit} noValidate>
      <div className="explorer-search__row">
        <label className="talent-sr" htmlFor={`${id}-q`}>
          区块高度、区块哈希或交易哈希
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="区块高度 / 区块哈希 / 交易哈希"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-msg` : undefined}
        />
        <button type="submit" disabled={busy}>
          {busy ? '查询中…' : '搜索'}
        </button>
      </div>
      {message ? (
        <p id={`${id}-msg`} className="explorer-search__message" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
