import AvoidCore
import PropertyKit

/// Hostile input for the finite-and-total invariant: values that are extreme but finite, or not
/// finite at all, degenerate geometry (zero-size screens, windows off the screen, host views
/// larger than their windows) and notifications with any frame. A correct engine either
/// rejects such input with a typed error, changing nothing, or decides with finite numbers.
public enum HostileGen {
    /// Numbers that break naive arithmetic: mostly ordinary, then zero, negatives, the magnitude
    /// limit's neighbourhood, huge finite values, subnormals, infinities and NaN.
    public static let number = Gen<Double>.weighted([
        (250, Gen<Int>.int(in: 0...1400).map(Double.init)),
        (1, .constant(0)),
        (1, Gen<Int>.int(in: -500...(-1)).map(Double.init)),
        (
            1,
            Gen<Double>.element(of: [
                MagnitudeLimit.points, MagnitudeLimit.points.nextUp, -MagnitudeLimit.points, 1e9, -1e12,
            ])
        ),
        (1, Gen<Double>.element(of: [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300])),
        (1, Gen<Double>.element(of: [.leastNonzeroMagnitude, -.leastNormalMagnitude, 0.1, 1.0 / 3])),
        (1, Gen<Double>.element(of: [.infinity, -.infinity, .nan])),
    ])

    static func rect(_ n: Gen<Double> = number) -> Gen<Rect> {
        zip(n, n, n, n).map { Rect(x: $0, y: $1, width: $2, height: $3) }
    }

    static let insets = zip(number, number, number, number).map { EdgeInsets(top: $0, left: $1, bottom: $2, right: $3) }

    /// Scenes whose every number may be hostile, with 0...4 fields and 0...2 containers.
    public static let scene: Gen<Scene> = {
        let distance = Gen<Double?>.weighted([(6, .constant(nil)), (1, number.map { $0 })])
        let field = zip(rect(), Gen<Bool>.bool, rect(), Gen<Int>.int(in: 0...2), distance).map {
            frame, isText, caret, container, distance in
            (frame, isText ? Field.Kind.multiLine(caret: caret) : .singleLine, container, distance)
        }
        // Mostly one id each; sometimes two of a kind share one (a duplicate the engine must refuse).
        let duplicates = Gen<Bool>.weighted([(8, .constant(false)), (1, .constant(true))])
        let container = zip(
            rect(), zip(number, number).map { Size(width: $0, height: $1) },
            zip(number, number).map { Point(x: $0, y: $1) }, insets)
        return zip(
            zip(number, number).map { Size(width: $0, height: $1) }, rect(), rect(), insets,
            zip(field.array(count: 0...4), container.array(count: 0...2), duplicates)
        ).map { screen, window, host, safe, parts in
            let same = parts.2
            let containers = parts.1.enumerated().map { index, c in
                ScrollContainer(
                    id: ContainerID(same ? 1 : index + 1), frame: c.0, contentSize: c.1, contentOffset: c.2,
                    contentInset: c.3)
            }
            let fields = parts.0.enumerated().map { index, f in
                Field(
                    id: FieldID(same ? 1 : index + 1), frame: f.0, kind: f.1, keyboardDistance: f.3,
                    container: f.2 == 0 || f.2 > containers.count ? nil : ContainerID(f.2 + (same ? 5 : 0)))
            }
            return Scene(
                screen: screen, screenSafeArea: safe, window: window, hostFrame: host, hostSafeArea: safe,
                bars: [Bar(kind: .navigationBar, frame: Rect(x: 0, y: safe.top, width: screen.width, height: 44))],
                fields: fields,
                containers: containers)
        }
    }()

    /// Inputs with hostile frames, durations and caret rectangles, and ids that may not exist.
    public static let input: Gen<Input> = {
        let phase = Gen<KeyboardPhase>.element(of: KeyboardPhase.allCases)
        let keyboard = zip(phase, rect(), rect(), number, Gen<Int>.int(in: -8...8)).map {
            phase, begin, end, duration, curve in
            Input.keyboard(
                KeyboardEvent(phase: phase, beginFrame: begin, endFrame: end, duration: duration, curve: curve))
        }
        return .weighted([
            (5, keyboard),
            (2, Gen<Int>.int(in: 0...6).map { $0 == 0 ? Input.focus(nil) : .focus(FieldID($0)) }),
            (1, zip(Gen<Int>.int(in: 1...5), rect()).map { Input.caretMoved(FieldID($0), $1) }),
            (1, scene.map { Input.layoutChanged($0) }),
            (1, Gen<Input>.element(of: [.attach, .detach])),
        ])
    }()

    /// A hostile scene and up to 12 hostile inputs, unlabelled: what the fuzzer replays, where
    /// coverage labels would only cost time.
    public static let unlabelledScenario: Gen<Scenario> = zip(scene, input.array(count: 0...12), configuration).map {
        Scenario(scene: $0, configuration: $2, inputs: $1)
    }

    /// Mostly the default configuration; sometimes a hostile keyboard distance or default duration.
    public static let configuration = Gen<Configuration>.weighted([
        (6, .constant(Configuration())),
        (1, number.map { Configuration(keyboardDistance: $0) }),
        (1, number.map { Configuration(defaultAnimation: Animation(duration: $0, curve: 0)) }),
    ])

    /// The same, labelled with whether the scene is valid.
    public static let scenario: Gen<Scenario> =
        unlabelledScenario
        .labelled { scenario in
            [(try? scenario.scene.validate()) == nil ? "invalid scene" : "valid scene"]
        }

    /// Degenerate but valid geometry: zero-size screens, windows partly or wholly off the screen,
    /// host views larger than their windows, with realistic fields and notifications.
    public static let degenerate: Gen<Scenario> = {
        let small = Gen<Int>.int(in: -400...1400).map(Double.init)
        let size = Gen<Int>.int(in: 0...1400).map(Double.init)
        let frame = zip(small, small, size, size).map { Rect(x: $0, y: $1, width: $2, height: $3) }
        let field = zip(frame, Gen<Bool>.bool).map { frame, isText in
            (frame, isText ? Field.Kind.multiLine(caret: Rect(x: 2, y: 10, width: 2, height: 20)) : .singleLine)
        }
        let phase = Gen<KeyboardPhase>.element(of: KeyboardPhase.allCases)
        let event = zip(phase, frame).map { Input.keyboard(KeyboardEvent(phase: $0, endFrame: $1)) }
        let input = Gen<Input>.weighted([
            (4, event), (3, Gen<Int>.int(in: 1...3).map { .focus(FieldID($0)) }),
            (1, Gen<Input>.element(of: [.attach, .detach])),
        ])
        return zip(
            zip(size, size).map { Size(width: $0, height: $1) }, frame, frame, field.array(count: 1...3),
            input.array(count: 1...8)
        )
        .map { screen, window, host, fields, inputs in
            Scenario(
                scene: Scene(
                    screen: screen, window: window, hostFrame: host,
                    fields: fields.enumerated().map { Field(id: FieldID($0 + 1), frame: $1.0, kind: $1.1) }),
                inputs: inputs)
        }
    }()
}
