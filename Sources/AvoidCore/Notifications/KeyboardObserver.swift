import Foundation

/// Connects a `NotificationCenter` to an `AvoidanceEngine`: subscribes to the six keyboard
/// notifications, feeds each to the engine and hands every decision to a closure.
///
/// A malformed notification goes to the error closure and leaves the engine untouched.
/// `detach()` and `attach()` follow the view's disappearance and return while the observer keeps
/// listening, so the engine knows the keyboard on screen when the view comes back; `stop()`
/// unsubscribes and restores (detach); releasing a started observer does the same.
/// Decisions are delivered on the posting thread, outside the observer's lock.
public final class KeyboardObserver: Sendable {
    private struct State {
        var engine: AvoidanceEngine
        var subscription: KeyboardSubscription?
    }

    private let center: SendableCenter
    private let state: Locked<State>
    private let onDecision: @Sendable (Decision) -> Void
    private let onError: @Sendable (EngineError) -> Void

    /// Creates an observer around an engine; call `start()` to subscribe.
    public init(
        engine: AvoidanceEngine, center: NotificationCenter = .default,
        onDecision: @escaping @Sendable (Decision) -> Void,
        onError: @escaping @Sendable (EngineError) -> Void = { _ in }
    ) {
        self.center = SendableCenter(center)
        self.state = Locked(State(engine: engine))
        self.onDecision = onDecision
        self.onError = onError
    }

    /// Releasing a started observer is like `stop()`: it unsubscribes and hands out the
    /// restoring decision, so a view torn down without `stop()` is not left shifted.
    deinit {
        let (subscription, restore) = state.withLock { state -> (KeyboardSubscription?, Decision?) in
            defer { state.subscription = nil }
            guard state.subscription != nil else { return (nil, nil) }
            return (state.subscription, try? state.engine.handle(.detach))
        }
        subscription?.cancel()
        if let restore { onDecision(restore) }
    }

    /// A snapshot of the engine (scene, keyboard, focus, last decision).
    public var engine: AvoidanceEngine { state.withLock { $0.engine } }

    /// Whether the observer is subscribed.
    public var isObserving: Bool { state.withLock { $0.subscription != nil } }

    /// Subscribes to the six keyboard notifications from any sender, and attaches the engine.
    /// Calling it while already observing does nothing.
    public func start() {
        // Check and subscribe under one lock, so two racing calls cannot both subscribe.
        let started = state.withLock { state -> Bool in
            guard state.subscription == nil else { return false }
            state.subscription = KeyboardSubscription(center: center.raw) { [weak self] event, _ in
                self?.receive(event)
            }
            return true
        }
        if started { deliver(.attach) }
    }

    /// Unsubscribes and detaches the engine, delivering the restoring decision. Hearing nothing
    /// more, the engine forgets the keyboard, so a later `start()` waits for the next
    /// notification; `detach()` keeps listening instead.
    public func stop() {
        let subscription = state.withLock { state in
            defer { state.subscription = nil }
            return state.subscription
        }
        guard let subscription else { return }
        subscription.cancel()
        deliver(.detach)
        // Detached, a hide moves nothing and changes no decision: nothing to deliver.
        state.withLock { _ = try? $0.engine.handle(.keyboard(KeyboardEvent(phase: .didHide, endFrame: .zero))) }
    }

    /// The view is disappearing: delivers the restoring decision and moves nothing until
    /// `attach()`, but keeps listening, since the keyboard may be shown, changed or left up while
    /// the view is away.
    public func detach() { deliver(.detach) }

    /// The view appeared again: delivers the decision for the keyboard on screen now.
    public func attach() { deliver(.attach) }

    /// Feeds a non-notification input (focus, caret, layout) and delivers the decision.
    /// - Throws: `EngineError` for a malformed input, which changes nothing and is also
    ///   reported to nobody else: the caller handles it.
    @discardableResult
    public func send(_ input: Input) throws(EngineError) -> Decision {
        let result: Result<Decision, EngineError> = state.withLock { state in
            do throws(EngineError) { return .success(try state.engine.handle(input)) } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let decision):
            onDecision(decision)
            return decision
        case .failure(let error): throw error
        }
    }

    private func receive(_ event: Result<KeyboardEvent, KeyboardEventError>) {
        switch event {
        case .success(let event): deliver(.keyboard(event))
        case .failure(let error): onError(.invalidKeyboardEvent(error))
        }
    }

    private func deliver(_ input: Input) {
        do { try send(input) } catch { onError(error) }
    }
}
